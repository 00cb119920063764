variable "a" {
  default = . [ null ]
}

variable "b" {
  type    = list(string)
  default = ( ? 1 + 2 ) * 3
}

variable "c" {
  type    = string
  default = f(1) + (1 ] .
}

variable "e" {
  type    = string
  default = [ for v in [ 1 2 ] : v + } 1 ]
}

variable "f" {
  default = "a${f(1)}b" ? (
}

variable "g" {
}
