variable "d" {
  default = f ( g ( 1 ) , h . ( [ 2 ] )
}
variable "e" {
  type = string
}
