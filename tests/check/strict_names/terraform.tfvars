region = "eu-west-1"
regoin = "eu-west-2"
sizes1 = 3
zzzzzz = true
