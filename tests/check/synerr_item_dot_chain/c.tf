variable "zone" {
  type    = any
  default = [ . . . ] [ 0 ]
}
