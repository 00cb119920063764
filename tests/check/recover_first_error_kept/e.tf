variable "e" {
  type    = string
  default = {a = 1, b = 2 * }
}
