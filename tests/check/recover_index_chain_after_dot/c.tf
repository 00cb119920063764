variable "h" {
  default = . [ "x-1" , [ null , "null" ] ]
}
