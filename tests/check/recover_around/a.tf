variable "pre" {
  default = [ 1 2 ]
}

variable "a" {
  default = { : ( }
}

variable "a2" {
  default = 1
}
