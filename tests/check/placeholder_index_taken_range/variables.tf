variable "rules" {
  default = true ? [ 1 ] : - [ ]
}

variable "tags" {
  type = string
  default = "a${f(1)}b"
}

variable "size" {
  type = tuple([string])
  default = [ 1 , . [ 2 , [ 3 ] ]
}

variable "port" {
  type = bool
  default = true
}
