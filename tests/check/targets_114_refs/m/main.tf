variable "a" {
  type = any
}

variable "b" {
  type = any
}

variable "c" {
  type = any
}
