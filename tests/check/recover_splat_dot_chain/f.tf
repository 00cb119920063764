variable "f0" {
  default = 
}

variable "f1" {
  type = object({a=number})
  default = * . * . * .
}
