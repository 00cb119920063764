variable "port" {
  default = null
}
variable "zone" {
  default = null
}
variable "a" {
  default = { "a b" ? : }
}
variable "b" {
  type = tuple([number])
  default = + ] if
}
variable "c" {
  type = list(list(string))
  default = true ? [ 1 ] : { ]
}
