variable "size" {
  type = any
}

variable "zz" {
  type = any
}
