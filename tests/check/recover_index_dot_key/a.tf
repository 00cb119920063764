variable "a" {
  type = any
  default = x . [ . y .
}
