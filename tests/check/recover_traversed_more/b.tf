variable "b" {
  type    = bool
  default = f ( g ( 1 ) , h ( [ = 2 ] . )
}
