variable "a" {
  type    = number
  default = 1 + 2 [ * 3
}
