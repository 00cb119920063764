variable "e" {
  default = [ 1 , x . ] . 0 . y
}
