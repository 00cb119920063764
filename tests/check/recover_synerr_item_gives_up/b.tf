variable "c" {
  default = [ - x . ] . y
}

variable "d" {
  default = [ true ? 1 : x . ] . y
}
