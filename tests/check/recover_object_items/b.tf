variable "b" {
  type    = set(bool)
  default = [ null ? , true ] [ 0 ]
}
