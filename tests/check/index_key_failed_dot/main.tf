variable "port" {
  type    = any
  default = x [ . ] ] y
}
variable "cfg" {
  type    = number
  default = x [ . => 0 ] . y
}
variable "rules" {
  type    = any
  default = [ 1 ] [ . ] + 1
}
