variable "size" {
  type = any
}

variable "rules" {
  type = any
  default = . * . .
}
