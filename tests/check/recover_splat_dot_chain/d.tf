variable "d0" {
  default = 
}

variable "d1" {
  type = object({a=number})
  default = * . * .
}
