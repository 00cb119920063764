variable "b0" {
  default = 
}

variable "b1" {
  type = string
  default = [ for k , v in { a = 1 } : k => v ] + 1
}
