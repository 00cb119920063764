variable "a" {
  type    = any
  default = [ "a" + ( 1 2 ).x, 3 ]
}
