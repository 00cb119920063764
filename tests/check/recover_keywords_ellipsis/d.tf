variable "d" {
  type    = list(map(list(bool)))
  default = [ { } - , { } , {
ports = true
} ] ...
}

variable "d2" {
  default = ( 1 ] .. x
}
