variable "rb" {
  default = [ , ]
}

variable "b" {
  type = number
  default = true ? [ 1 : [ ]
}
