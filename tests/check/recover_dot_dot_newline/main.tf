variable "zone" {
  type = any
  default = ( . .
)
}
