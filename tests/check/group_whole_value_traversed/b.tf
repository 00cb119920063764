variable "v2" {
  default = ( [ 1 , ] [ 0 ] )
}
