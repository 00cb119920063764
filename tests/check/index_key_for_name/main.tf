variable "size" {
  type = any
  default = 1 [ for
}
