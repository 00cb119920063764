variable "pre" {
  default = [ 1 2 ]
}

variable "c" {
  default = [ [ for v in ( 1 : v ] , 2 ]
}

variable "c2" {
  type    = string
  default = { for k, v in ( x : k => v }
}
