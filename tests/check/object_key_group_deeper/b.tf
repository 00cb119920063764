variable "size" {
  default = 1 2
}

variable "rules" {
  type = object({a = number})
  default = { a = 1, [ ( 2 ] }
}
