variable "a" {
  type = tuple([string, tuple([]), tuple([])])
  default = . [ 1 , [ for 2 , [ 3 ] ] ]
}
