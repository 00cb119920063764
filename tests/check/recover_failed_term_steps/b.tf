variable "b" {
  type = list(any)
  default = [ ( "a" + ) [ 5 ] , 3 ]
}
