variable "b0" {
  default =
}

variable "b" {
  type    = list(map(string))
  default = [ * ]
}

variable "b2" {
  type    = list(bool)
  default = [ == ]
}
