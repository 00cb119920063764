variable "a" {
  default = 
}

variable "b" {
  type = bool
  default = true ? [ 1 ] : ? [ ]
}
