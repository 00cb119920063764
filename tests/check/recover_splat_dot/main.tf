variable "a" {
  default = [ null , , null ]
}

variable "b" {
  type    = bool
  default = x . * . - y
}

variable "c" {
  type    = bool
  default = x . * . y . + 1
}

variable "d" {
  type    = bool
  default = [ for v in x ] + 1
}

variable "e" {
  type    = string
  default = ( } + 2 ) [ * 3
}

variable "f" {
}
