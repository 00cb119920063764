variable "i" {
  type    = string
  default = x * . : y
}
