variable "f" {
  default = ( "a${f(1)}b"
}
variable "g" {
  type = string
}
