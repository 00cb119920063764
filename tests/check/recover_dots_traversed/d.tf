variable "d" {
  default = f( [ , 2 ] , 3 ) . x
}
