variable "e0" {
  default = 
}

variable "e1" {
  type = object({a=number})
  default = 1 * . * .
}
