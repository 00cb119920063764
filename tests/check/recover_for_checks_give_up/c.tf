variable "c0" {
  default = 
}

variable "c1" {
  type = string
  default = 1 + [ for k , v in { a = 1 } : k => v ] + 1
}
