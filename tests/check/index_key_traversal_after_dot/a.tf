variable "port" {
  type = string
  default = . [ 1 , [ 2 [ 3 ] ] ]
}
