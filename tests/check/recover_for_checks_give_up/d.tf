variable "d0" {
  default = 
}

variable "d1" {
  type = string
  default = [ [ for k , v in { a = 1 } : k => v ], 1 + ] + 1
}
