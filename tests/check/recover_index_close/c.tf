variable "c" {
  type    = any
  default = f ( g ( 1 ) , h [ 2 * ] ) )
}
