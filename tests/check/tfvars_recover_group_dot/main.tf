variable "size" {
  type = any
}

variable "rate" {
  type = any
}
