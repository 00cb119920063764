variable "port" {
  type    = any
  default = [ [ 0 ! ] [ 1 ] ]
}
