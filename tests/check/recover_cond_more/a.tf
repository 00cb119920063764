variable "a" {
  type    = string
  default = x [ 0 ? 1 : ]
}
