variable "e" {
  default = [ 1 , [ 2 , [ 3 ] ] .
}
