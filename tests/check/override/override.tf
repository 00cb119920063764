variable "level" {
  type    = string
  default = "high"
}
