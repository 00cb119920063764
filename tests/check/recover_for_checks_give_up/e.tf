variable "e0" {
  default = 
}

variable "e1" {
  type = string
  default = "${[ for k , v in { a = 1 } : k => v ][0] + 1}"
}
