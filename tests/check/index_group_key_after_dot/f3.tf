variable "v3" {
  default = x . [ ( "a" , 2 ]
}

variable "w3" {
  type = any
}
