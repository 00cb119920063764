variable "b" {
  default = [ for x in [1] : if y ]
}

variable "b2" {
  default = { for x in [1] : x => if y }
}
