variable "zone" {
  type    = any
  default = x . [ a [ 0 , 1 ] ]
}
