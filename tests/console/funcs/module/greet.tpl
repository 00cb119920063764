Hello, ${name}!
%{ for x in xs ~}
- ${x}
%{ endfor ~}
