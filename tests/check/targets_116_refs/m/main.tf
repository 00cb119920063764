variable "act" {
  type = any
}

variable "who" {
  type = any
}
